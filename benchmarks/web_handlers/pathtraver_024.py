import os

from fastapi import APIRouter, Cookie

router = APIRouter(prefix="/api", tags=["delete_upload"])

UPLOADS = "/var/www/uploads"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@router.get("/delete-upload")
def delete_upload(filename: str = Cookie(default="")):
    """Delete upload."""
    filename = value_or_default(filename, "placeholder.png", use_request=False)
    os.remove(os.path.join(UPLOADS, filename))
    return {"deleted": filename}
