export { NpsPrompt } from './nps-prompt';
