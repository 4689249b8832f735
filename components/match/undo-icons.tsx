/**
 * The phone bar's undo icons, made on the server and handed to the match's client code as elements (their
 * markup travels with the page, not in the first load's JavaScript). Hidden from wider screens and from
 * screen readers: the buttons keep their words.
 */
export const undoIcons = {
  /** Undo step: one arrow back. */
  step: (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 md:hidden" fill="none" stroke="currentColor">
      <path
        d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  ),
  /** Undo turn: back to the turn's start. */
  turn: (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 md:hidden" fill="none" stroke="currentColor">
      <path d="M19 20 9 12l10-8v16ZM5 19V5" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ),
};
