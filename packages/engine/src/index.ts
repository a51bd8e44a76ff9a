/** The document engine's public API (issue 4 fills it). */
export {};
