/** A compressed photo or video replaces the picked one only when it came out smaller. */
export const smallerFile = (original: File, compressed: File): File => (compressed.size < original.size ? compressed : original);
