import { MapPinIcon, PencilIcon, Trash2Icon } from 'lucide-react';

import type { Location } from '#contract/schemas/location.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { cn } from '#web/lib/utils.ts';

import { useDeleteLocation } from '../api/delete-location.ts';

export interface LocationRowProps {
  location: Location;
  isEditing: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}

export function LocationRow({ location, isEditing, onEdit, onDeleted }: LocationRowProps) {
  const deleteMutation = useDeleteLocation();
  // Spec §5: delete is disabled while the location has active tickets.
  const hasActiveTickets = location.activeTickets > 0;

  function handleDelete() {
    deleteMutation.mutate(location.id, {
      onSuccess: () => {
        notifySuccess('Location deleted successfully');
        onDeleted();
      },
      onError: (error) => {
        notifyError('Failed to delete location', errorText(error, 'Please try again.'));
      },
    });
  }

  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3',
        isEditing && 'border-primary bg-accent/50',
      )}
    >
      <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{location.name}</p>
        <p className="text-sm break-words text-muted-foreground">{location.address}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge variant={hasActiveTickets ? 'secondary' : 'outline'}>
            {location.activeTickets} active
          </Badge>
          <Badge variant="outline">{location.totalTickets} total</Badge>
        </div>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${location.name}`}
          onClick={onEdit}
          disabled={isEditing}
        >
          <PencilIcon aria-hidden="true" />
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={`Delete ${location.name}`}
              title={
                hasActiveTickets ? 'A location with active tickets cannot be deleted' : undefined
              }
              disabled={hasActiveTickets || deleteMutation.isPending}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete {location.name}?</AlertDialogTitle>
              <AlertDialogDescription>
                The location is removed from the list. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction
                className="bg-destructive text-white hover:bg-destructive/90"
                onClick={handleDelete}
              >
                Delete
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}
