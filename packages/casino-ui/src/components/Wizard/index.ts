export { Wizard, type WizardProps, type WizardStep } from './Wizard';
export { type ContinueState, continueState, type WizardPosition, wizardPosition } from './wizard-logic';
