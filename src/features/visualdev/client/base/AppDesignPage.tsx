import { BaseDesignPage } from './BaseDesignPage';

/** App设计 (onlineDev/appDesign): the same models, designed and previewed at phone width first. */
export default function AppDesignPage() {
  return <BaseDesignPage mode="app" />;
}
