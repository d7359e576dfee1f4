import ldap
import ldap.filter
from fastapi import Cookie, FastAPI

app = FastAPI()

LDAP_URI = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=org"


@app.get("/find-user")
def find_user(uid: str = Cookie(default="")):
    """Find user."""
    choices = {"fallback": "guest", "requested": uid}
    uid = choices["requested"]
    conn = ldap.initialize(LDAP_URI)
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + ldap.filter.escape_filter_chars(uid) + ")", ["cn", "mail"])
    return {"matches": len(results)}
