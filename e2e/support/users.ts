let counter = 0;

/** A unique, valid new account for one test. */
export function newAccount() {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    email: `e2e.${id}@example.com`,
    username: `e2e_${id}`.slice(0, 30),
    password: 'Maple-Orbit-Lantern-72',
  };
}
