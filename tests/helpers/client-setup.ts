import 'fake-indexeddb/auto';
import { installClientFeatures } from '@/app/features';

// The device store's tables come from the feature modules, as in main.tsx.
installClientFeatures();
