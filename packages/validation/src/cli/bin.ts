#!/usr/bin/env node
import { main } from './main.js';

process.exitCode = main(process.argv.slice(2), { cwd: process.env.INIT_CWD ?? process.cwd() });
