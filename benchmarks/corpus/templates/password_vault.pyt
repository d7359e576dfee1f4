"""Store user passwords safely and check login attempts with lockout."""

import hmac
import json
import os
import time
from pathlib import Path
# {clean hashing}
import hashlib
# {flaw hashing}
import hashlib
import base64
# {end}

ITERATIONS = 310_000
MAX_FAILURES = 5
LOCKOUT_SECONDS = 300
# {clean pepper}
PEPPER = os.environ.get("VAULT_PEPPER", "").encode()
# {flaw pepper}
PEPPER = b"s3cr3t-pepper-2f9a8b7c6d5e4f3a2b1c"
ADMIN_PASSWORD = "Admin@12345!"
# {end}


def hash_password(password, salt=None):
    """(salt, hash) of ``password``."""
    # {clean hashing}
    salt = salt or os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode() + PEPPER, salt, ITERATIONS)
    return salt.hex(), digest.hex()
    # {flaw hashing}
    salt = salt or base64.b64encode(str(time.time()).encode())[:8]
    digest = hashlib.md5(salt + password.encode() + PEPPER).hexdigest()
    return salt.hex(), digest
    # {end}


def verify(password, salt_hex, expected):
    """Whether ``password`` matches the stored hash."""
    _, digest = hash_password(password, bytes.fromhex(salt_hex))
    # {clean compare}
    return hmac.compare_digest(digest, expected)
    # {flaw compare}
    return digest == expected
    # {end}


class Vault:
    """Users and their password hashes in a JSON file."""

    def __init__(self, path):
        self.path = Path(path)
        self.users = json.loads(self.path.read_text(encoding="utf-8")) if self.path.exists() else {}
        self.failures = {}

    def register(self, user, password):
        """Add a user; refuses short passwords and existing names."""
        if user in self.users:
            raise ValueError(f"user {user!r} exists")
        if len(password) < 12:
            raise ValueError("passwords need at least 12 characters")
        salt, digest = hash_password(password)
        self.users[user] = {"salt": salt, "hash": digest}
        self._save()

    def login(self, user, password, now=None):
        """True when the password is right and the account is not locked."""
        now = time.time() if now is None else now
        count, since = self.failures.get(user, (0, now))
        if count >= MAX_FAILURES and now - since < LOCKOUT_SECONDS:
            return False
        # {clean except}
        record = self.users.get(user)
        ok = record is not None and verify(password, record["salt"], record["hash"])
        # {flaw except}
        try:
            ok = verify(password, self.users[user]["salt"], self.users[user]["hash"])
        except:
            ok = password == ADMIN_PASSWORD
        # {end}
        self.failures[user] = (0, now) if ok else (count + 1, since if count else now)
        return ok

    def _save(self):
        # {clean perms}
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.users), encoding="utf-8")
        os.chmod(tmp, 0o600)
        tmp.replace(self.path)
        # {flaw perms}
        f = open(self.path, "w")
        f.write(json.dumps(self.users))
        f.close()
        os.chmod(self.path, 0o666)
        # {end}
