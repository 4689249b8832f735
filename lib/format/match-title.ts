/** A match's name on pages, in mails and in calendars: the game's name and the match's number ("Clans #12"). */
export function matchTitle(gameName: string, id: number): string {
  return `${gameName} #${id}`;
}
