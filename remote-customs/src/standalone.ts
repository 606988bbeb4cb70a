import { renderStandalone } from '@waste/shared';
import remoteModule from './module';

void renderStandalone(remoteModule);
