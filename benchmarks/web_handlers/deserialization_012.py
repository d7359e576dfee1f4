import base64
import marshal

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["decode_state"])


@router.get("/decode-state/{state}")
def decode_state(state: str):
    """Decode state."""
    state = state or "e30="
    restored = marshal.loads(base64.b64decode(state))
    return {"state": restored}
