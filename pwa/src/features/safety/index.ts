/** Renting safely: the note under a risky message and the tips on a listing and its contact page. */
export { MessageSafetyNote } from './message-safety-note.tsx';
export { SafetyTips } from './safety-tips.tsx';
