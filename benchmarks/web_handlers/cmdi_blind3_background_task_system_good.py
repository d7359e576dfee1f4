import os
import subprocess

from fastapi import BackgroundTasks, FastAPI

app = FastAPI()


@app.post("/thumbnails/{name}")
def make_thumbnail(name: str, tasks: BackgroundTasks):
    tasks.add_task(subprocess.run, ["convert", f"uploads/{name}", "-resize", "64x64", f"thumbs/{name}"])
    return {"queued": name}
