import yaml

from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def import_pipeline(request):
    upload = request.FILES["pipeline"]
    definition = yaml.unsafe_load(upload.read().decode("utf-8"))
    steps = definition.get("steps", [])
    return JsonResponse({"steps": len(steps)})
