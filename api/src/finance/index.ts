/** What the finance capability (money reports, settlements, the books' exports) shows the others. */
export {};
