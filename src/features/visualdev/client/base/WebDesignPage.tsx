import { BaseDesignPage } from './BaseDesignPage';

/** Web设计 (onlineDev/webDesign): the models, designed at pc width. */
export default function WebDesignPage() {
  return <BaseDesignPage mode="web" />;
}
