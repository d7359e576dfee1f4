import os
import subprocess

from fastapi import BackgroundTasks, FastAPI

app = FastAPI()


@app.post("/thumbnails/{name}")
def make_thumbnail(name: str, tasks: BackgroundTasks):
    tasks.add_task(os.system, f"convert uploads/{name} -resize 64x64 thumbs/{name}")
    return {"queued": name}
