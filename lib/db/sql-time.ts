/**
 * TIMESTAMP(3) columns hold UTC without a zone. In raw SQL, pass instants as this text with an explicit
 * `::timestamp` cast: a JS Date parameter may be sent as a zoned timestamp and shifted by the session's
 * TimeZone setting when compared with a zoneless column.
 */
export function sqlTime(d: Date): string {
  return d.toISOString().replace("T", " ").replace("Z", "");
}
