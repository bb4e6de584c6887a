/** 课堂评价 as other parts of the web app use it: the learning centre's prompt. */
export { ClassMarkPrompt } from './components/class-mark-prompt';
