import base64
import configparser
import marshal

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["decode_state"])


@router.get("/decode-state")
def decode_state(state: str = ""):
    """Decode state."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "e30=")
    conf.set("lookup", "requested", state)
    state = conf.get("lookup", "fallback")
    restored = marshal.loads(base64.b64decode(state))
    return {"state": restored}
