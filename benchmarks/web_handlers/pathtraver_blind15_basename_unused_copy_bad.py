import os

from django.http import FileResponse

REPORTS = "/srv/reports"


def report(request):
    filename = request.GET.get("file", "summary.pdf")
    cleaned = os.path.basename(filename)
    return FileResponse(open(os.path.join(REPORTS, filename), "rb"))
