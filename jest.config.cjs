// Runs every package's and app's unit tests: each folder with a jest.config.cjs is a project.
const fs = require('node:fs');
const path = require('node:path');

const roots = ['packages', 'remotes'];
const projects = ['host', 'deploy'].filter((dir) =>
  fs.existsSync(path.join(__dirname, dir, 'jest.config.cjs')),
);
for (const root of roots) {
  for (const dir of fs.readdirSync(path.join(__dirname, root))) {
    if (fs.existsSync(path.join(__dirname, root, dir, 'jest.config.cjs'))) projects.push(`${root}/${dir}`);
  }
}

module.exports = {
  projects: projects.map((dir) => `<rootDir>/${dir}`),
  // Jest's default leaves a core to its parent process, which only waits: on a 2-core machine that is one worker, and
  // the suite took 274 s where two workers take 149 s.
  maxWorkers: '100%',
};
