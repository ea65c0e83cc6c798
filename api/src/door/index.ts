/**
 * What the door capability shows the others: nothing. It stands above the box office (it admits
 * and sells the box office's tickets) and nothing below it needs it.
 */
export {};
