import os

from fastapi import FastAPI, Request

app = FastAPI()

UPLOADS = "/var/www/uploads"


@app.post("/delete-upload")
async def delete_upload(request: Request):
    """Delete upload."""
    filename = (await request.json()).get("filename", "")
    queue = ["placeholder.png"]
    queue.extend([filename, "spare"])
    queue.pop()
    filename = queue[-1]
    os.remove(os.path.join(UPLOADS, filename))
    return {"deleted": filename}
