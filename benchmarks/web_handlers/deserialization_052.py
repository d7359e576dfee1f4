import base64
import marshal

from fastapi import APIRouter, Form

router = APIRouter(prefix="/api", tags=["decode_state"])


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@router.post("/decode-state")
def decode_state(state: str = Form(default="")):
    """Decode state."""
    state = value_or_default(state, "e30=", use_request=True)
    restored = marshal.loads(base64.b64decode(state))
    return {"state": restored}
