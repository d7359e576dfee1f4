import subprocess

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/disk-usage")
async def disk_usage(request: Request):
    """Disk usage."""
    volume = (await request.json()).get("volume", "")
    source = "manual"
    match source:
        case "manual":
            chosen = volume
        case _:
            chosen = "data"
    volume = chosen
    parts = ["df", "-h"]
    parts += ["/mnt/" + volume]
    output = subprocess.run(parts, capture_output=True, text=True).stdout
    return {"usage": output}
