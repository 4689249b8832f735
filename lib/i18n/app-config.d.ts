// next-intl's types for this site: its languages, and every message key checked against the English catalogue.
import type { Messages } from "./catalogue";
import type { Locale } from "./locales";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
