/** What the rest of the web app may use of 问卷调查: the per-question chart (the console's results draw it too). */
export { QuestionChart } from './components/question-chart';
