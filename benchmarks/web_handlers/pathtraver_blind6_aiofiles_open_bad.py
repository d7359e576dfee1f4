import os

import aiofiles
from fastapi import FastAPI

app = FastAPI()
ATTACHMENTS = "/srv/attachments"


@app.get("/attachments/{name}")
async def attachment(name: str):
    async with aiofiles.open(os.path.join(ATTACHMENTS, name), "rb") as handle:
        return {"size": len(await handle.read())}
