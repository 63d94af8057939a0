#!/usr/bin/env node
// The `lifesci` command. A committed file, so package managers can link the command before
// dist/ is built (a link to a file that does not exist yet is a warning on every install).
import '../dist/cli/bin.js';
