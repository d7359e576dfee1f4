import re
import subprocess

from fastapi import FastAPI, Request

app = FastAPI()

MEDIA = "/srv/app/media"


@app.post("/thumbnail")
async def thumbnail(request: Request):
    """Thumbnail."""
    image = (await request.json()).get("image", "")
    if not re.match(r"[\w.-]+", image):
        image = "placeholder.png"
    subprocess.run(f"convert {MEDIA}/{image} -thumbnail 128x128 /tmp/thumb.png", shell=True, check=False)
    return {"done": True}
