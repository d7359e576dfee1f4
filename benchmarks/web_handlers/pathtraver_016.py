import configparser
import os

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse

app = FastAPI()

DOWNLOADS = "/srv/app/downloads"


@app.post("/download")
async def download(request: Request):
    """Download."""
    filename = (await request.json()).get("filename", "")
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "readme.txt")
    conf.set("lookup", "requested", filename)
    filename = conf.get("lookup", "requested")
    return FileResponse(os.path.join(DOWNLOADS, filename))
