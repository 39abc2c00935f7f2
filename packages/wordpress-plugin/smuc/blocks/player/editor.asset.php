<?php

// Dependencies of editor.js (WordPress reads this file next to the script; no build step).
return [
    'dependencies' => ['wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-api-fetch'],
    'version' => '0.1.0',
];
