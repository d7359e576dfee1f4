from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()

@app.get("/exports/{filename}")
async def export(filename: str):
    if "/" in filename or ".." in filename:
        raise HTTPException(status_code=400)
    return FileResponse(f"/srv/exports/{filename}")
