import base64
import hashlib
import hmac
import logging
import pickle

from django.conf import settings
from django.shortcuts import render

logger = logging.getLogger(__name__)
COOKIE = "dashboard_layout"
DEFAULT_LAYOUT = {"columns": 2, "widgets": ["inbox", "calendar"]}


def _signature(payload: bytes) -> str:
    return hmac.new(settings.SECRET_KEY.encode(), payload, hashlib.sha256).hexdigest()


def load_layout(raw: str | None) -> dict:
    if not raw or "." not in raw:
        return dict(DEFAULT_LAYOUT)
    encoded, signature = raw.rsplit(".", 1)
    try:
        payload = base64.urlsafe_b64decode(encoded.encode())
    except ValueError:
        return dict(DEFAULT_LAYOUT)
    if not hmac.compare_digest(signature, _signature(payload)):
        logger.warning("layout cookie signature mismatch")
        return dict(DEFAULT_LAYOUT)
    try:
        return pickle.loads(payload)
    except (pickle.UnpicklingError, EOFError, ValueError):
        return dict(DEFAULT_LAYOUT)


def dashboard(request):
    layout = load_layout(request.COOKIES.get(COOKIE))
    return render(request, "dashboard/index.html", {"layout": layout})
