/** What other modules may use of 问卷调查 (module `questionnaire`): its routes. */
export { questionnaireRoutes } from './questionnaire.routes';
export { consoleQuestionnaireRoutes } from './console-questionnaire.routes';
