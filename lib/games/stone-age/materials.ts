/** A bundle of materials (payments, holdings). Always all four keys. Its own file: data.ts and site-values.ts both use it. */
export interface Materials {
  wood: number;
  clay: number;
  stone: number;
  gold: number;
}
