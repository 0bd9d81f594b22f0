// Async boundary: shared singletons are negotiated before any app code runs (never eager).
void import('./bootstrap');
