export { FootPedalSettingsForm, type FootPedalSettingsFormProps } from './FootPedalSettingsForm';
