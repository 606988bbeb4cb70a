// Standalone entry (`start:standalone`) only; the product loads `./module` through the host.
import('./standalone');
