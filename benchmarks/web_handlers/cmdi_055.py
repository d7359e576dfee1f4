import re
import subprocess

from fastapi import Depends, FastAPI, Request

app = FastAPI()

MEDIA = "/srv/app/media"


def requested_image(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("image") or request.headers.get("x-image", "")


@app.get("/thumbnail")
def thumbnail(image: str = Depends(requested_image)):
    """Thumbnail."""
    image = image or "logo.png"
    if not re.fullmatch(r"[\w.-]+", image):
        image = "placeholder.png"
    subprocess.run(f"convert {MEDIA}/{image} -thumbnail 128x128 /tmp/thumb.png", shell=True, check=False)
    return {"done": True}
