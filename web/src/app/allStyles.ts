// All of Mantine's CSS (layered, so it merges with styles-first-paint.css in any order). Imported by the layouts
// and the public screens other than sign-in: Vite loads it with their chunk, before they render.
import '@mantine/core/styles.layer.css';
