// Async boundary required by Module Federation (shared singletons load before the app).
import('./bootstrap');
