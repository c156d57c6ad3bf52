/** The home page's sections' width and margins, which anything standing in for a section keeps too. */
export const HOME_SECTION_FRAME = 'mx-auto max-w-7xl px-3 py-6 sm:px-4 sm:py-8';
