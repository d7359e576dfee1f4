"""What runs next to untrusted code: confinement, runner, timing, judge, solution server.

Imports only the protocol and the kernel interfaces (an import-linter contract)."""
