/** Where the layout writes the page error's words (components/error-language.ts); no React here, the server layout imports it. */
export const ERROR_WORDS_ID = "gb-error-words";
