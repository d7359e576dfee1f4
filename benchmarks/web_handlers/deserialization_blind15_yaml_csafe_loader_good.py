import yaml
from django.http import JsonResponse


def import_config(request):
    config = yaml.load(request.body, Loader=yaml.CSafeLoader)
    return JsonResponse({"keys": sorted(config)})
